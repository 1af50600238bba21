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

/// Whether this runtime exports `swift_task_getJobTaskId`.
int irischeck_has_job_task_id(void);

/// The id of `job`'s task, `0` for a job that is no task's: what
/// `UnownedJob.description` prints (`UnownedJob(id: 12)`, `id: nil` for 0),
/// read without the string. Call only when ``irischeck_has_job_task_id()``.
uint64_t irischeck_job_task_id(const void *_Nonnull job);

/// Atomically stores `value` in the hook variable at `hook` and returns the
/// value it replaced (sequentially consistent).
void *_Nullable irischeck_hook_exchange(void *_Nullable *_Nonnull hook, void *_Nullable value);

/// Atomically loads the hook variable at `hook` (acquire).
void *_Nullable irischeck_hook_load(void *_Nullable *_Nonnull hook);

/// Atomically loads the word at `word` (acquire).
uintptr_t irischeck_word_load(const uintptr_t *_Nonnull word);

/// Atomically stores `value` in the word at `word` (release).
void irischeck_word_store(uintptr_t *_Nonnull word, uintptr_t value);

/// Takes the lock whose word (`0` when free) is at `word`: an atomic
/// exchange (acquire) when free, else the thread yields until it is.
void irischeck_word_lock(uintptr_t *_Nonnull word);

/// Releases the lock whose word is at `word` (a release store of `0`).
void irischeck_word_unlock(uintptr_t *_Nonnull word);

// The main dispatch queue during a scheduler run (MainQueueInterposer.c):
// on Linux the package defines libdispatch's enqueue and assertion
// functions and Foundation's `_CFIsMainThread`, forwarding every call but
// the driving thread's about the main queue.

/// The word the scheduler stores its driver thread's `pthread_self()` in
/// while a run is active (else `0`).
uintptr_t *_Nonnull irischeck_driver_word(void);

/// The word the scheduler stores the thread running a main-actor job of
/// the run in (else `0`).
uintptr_t *_Nonnull irischeck_main_lane_word(void);

/// A main-queue block submitted by `dispatch_async` (or `_f`,
/// `dispatch_barrier_async`).
#define IRISCHECK_MAIN_ASYNC 0
/// A main-queue block submitted by `dispatch_after` (or `_f`).
#define IRISCHECK_MAIN_AFTER 1
/// A main-queue block submitted by `dispatch_group_async` (or `_f`).
#define IRISCHECK_MAIN_GROUP 2
/// A main-queue block submitted by `dispatch_sync` (or `_f`); no work given.
#define IRISCHECK_MAIN_SYNC 3

/// Offered, on the driver thread, every main-queue submission of the run:
/// `kind`, and the work as `function(context)` (`NULL` for a sync).
/// Returns nonzero when the run takes the work (it then calls `function`
/// exactly once); for any kind but `IRISCHECK_MAIN_ASYNC` the result is
/// ignored and the submission proceeds as it would without a run.
typedef int (*irischeck_main_queue_submit_t)(
    int kind, void *_Nullable context, void (*_Nullable function)(void *_Nullable));

/// Registers the function offered the run's main-queue submissions.
void irischeck_set_main_queue_submit(irischeck_main_queue_submit_t _Nullable submit);

/// A call reached the package's definition of `dispatch_async` or
/// `dispatch_async_f`.
#define IRISCHECK_SEEN_DISPATCH 1
/// A call reached its `dispatch_assert_queue`.
#define IRISCHECK_SEEN_ASSERT 2
/// A call reached its `_CFIsMainThread`.
#define IRISCHECK_SEEN_MAIN_THREAD 4

/// Which of the package's definitions a call reached so far
/// (`IRISCHECK_SEEN_*` bits): each is in effect once seen (Linux, with
/// libdispatch and Foundation linked dynamically).
int irischeck_main_queue_seen(void);

/// Whether the calling thread runs a main-actor job (`mainLaneThread`).
int irischeck_is_main_lane_here(void);

/// Whether the calling thread drives the active run and runs one of its
/// main-actor jobs: the rule by which `dispatch_assert_queue(main)` passes,
/// `dispatch_assert_queue_not(main)` traps and `Thread.isMainThread` is
/// `true` there.
int irischeck_owns_main_queue_here(void);

#endif
