// The Swift concurrency runtime's enqueue hooks, reached by weak link-time
// reference: found whether the runtime is linked dynamically (tests) or
// statically (`-static-stdlib`, as ClusterFuzzLite and OSS-Fuzz build), and
// `NULL` on a runtime that does not export them (an older Apple OS), which
// then still loads the binary. These variables are what the runtime exports
// for installing hooks (see include/swift/Runtime/ConcurrencyHooks.def in
// the Swift repository); their signatures are runtime ABI, not API.
#ifndef CCONCURRENCYHOOKS_H
#define CCONCURRENCYHOOKS_H

#include <stdint.h>

/// The address of `swift_task_enqueueGlobal_hook`, or `NULL` when this
/// runtime does not export it.
void *_Nullable *_Nullable irischeck_enqueue_global_hook(void);

/// The address of `swift_task_getMainExecutor_hook`, or `NULL` when this
/// runtime does not export it.
void *_Nullable *_Nullable irischeck_get_main_executor_hook(void);

/// Atomically stores `value` in the hook variable at `hook` and returns the
/// value it replaced (sequentially consistent).
void *_Nullable irischeck_hook_exchange(void *_Nullable *_Nonnull hook, void *_Nullable value);

/// Atomically loads the hook variable at `hook` (acquire).
void *_Nullable irischeck_hook_load(void *_Nullable *_Nonnull hook);

/// Atomically loads the word at `word` (acquire).
uintptr_t irischeck_word_load(const uintptr_t *_Nonnull word);

/// Atomically stores `value` in the word at `word` (release).
void irischeck_word_store(uintptr_t *_Nonnull word, uintptr_t value);

#endif
