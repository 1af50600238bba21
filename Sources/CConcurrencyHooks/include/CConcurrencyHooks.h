// The Swift concurrency runtime's enqueue hooks, reached by link-time
// reference so they are found whether the runtime is linked dynamically
// (tests) or statically (`-static-stdlib`, as ClusterFuzzLite and OSS-Fuzz
// build). Runtime ABI, not API: see include/swift/Runtime/ConcurrencyHooks.def.
#ifndef CCONCURRENCYHOOKS_H
#define CCONCURRENCYHOOKS_H

/// The address of `swift_task_enqueueGlobal_hook`.
void *_Nullable *_Nonnull irischeck_enqueue_global_hook(void);

/// The address of `swift_task_getMainExecutor_hook`.
void *_Nullable *_Nonnull irischeck_get_main_executor_hook(void);

/// `swift_task_enqueue` itself.
void *_Nonnull irischeck_task_enqueue(void);

#endif
