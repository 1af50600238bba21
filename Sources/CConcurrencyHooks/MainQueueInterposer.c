// The main dispatch queue, seen from a scheduler run (Linux only).
//
// libdispatch has no enqueue hook, but an executable that defines a global
// C function of the same name as one of libdispatch's interposes it for every
// call from a shared library (libswiftDispatch's `DispatchQueue.main.async`,
// Foundation's `Thread.isMainThread`): the dynamic linker finds the
// executable's definition first, and the static linker exports it because
// those libraries reference it. Each function below forwards to the next
// definition (`dlsym(RTLD_NEXT, ...)`, libdispatch's or Foundation's own),
// untouched, unless the calling thread is driving a scheduler run and the
// queue is the main queue. Outside runs that costs one atomic load.
//
// NB: the definitions are weak, so a statically linked libdispatch or
// Foundation (`-static-stdlib`) keeps its own and these are never called;
// `irischeck_main_queue_seen` then says the interposition is not in effect.
// Under ThreadSanitizer the enqueue functions are strong (see
// ENQUEUE_DEFINITION).
#if defined(__linux__)

#define _GNU_SOURCE
#include "CConcurrencyHooks.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>

uintptr_t irischeck_driver_word_storage;
uintptr_t irischeck_main_lane_word_storage;

uintptr_t *irischeck_driver_word(void) { return &irischeck_driver_word_storage; }
uintptr_t *irischeck_main_lane_word(void) { return &irischeck_main_lane_word_storage; }

static _Atomic(irischeck_main_queue_submit_t) submit_hook;
static _Atomic(int) seen;

void irischeck_set_main_queue_submit(irischeck_main_queue_submit_t submit) {
  atomic_store(&submit_hook, submit);
}

int irischeck_main_queue_seen(void) { return atomic_load(&seen); }

static void mark_seen(int which) {
  if ((atomic_load_explicit(&seen, memory_order_relaxed) & which) == 0) {
    atomic_fetch_or(&seen, which);
  }
}

static int is_here(const uintptr_t *word) {
  uintptr_t value = atomic_load_explicit((const _Atomic(uintptr_t) *)word, memory_order_acquire);
  return value != 0 && value == (uintptr_t)pthread_self();
}

int irischeck_is_main_lane_here(void) { return is_here(&irischeck_main_lane_word_storage); }

int irischeck_owns_main_queue_here(void) {
  return is_here(&irischeck_driver_word_storage) && irischeck_is_main_lane_here();
}

static void *next_definition(const char *name) {
  void *found = dlsym(RTLD_NEXT, name);
  if (found == NULL) {
    fprintf(stderr, "IrisCheck: no definition of %s after the executable's\n", name);
    abort();
  }
  return found;
}

typedef void (*queue_block_fn)(void *, void *);
typedef void (*queue_function_fn)(void *, void *, void (*)(void *));
typedef void (*after_block_fn)(uint64_t, void *, void *);
typedef void (*after_function_fn)(uint64_t, void *, void *, void (*)(void *));
typedef void (*group_block_fn)(void *, void *, void *);
typedef void (*group_function_fn)(void *, void *, void *, void (*)(void *));
typedef void (*assert_fn)(void *);
typedef unsigned char (*is_main_fn)(void);

// NB: each real function is looked up once; a race only looks it up twice.
#define NEXT(type, name)                                                       \
  static _Atomic(type) next_##name;                                            \
  type real = atomic_load_explicit(&next_##name, memory_order_acquire);        \
  if (real == NULL) {                                                          \
    real = (type)next_definition(#name);                                       \
    atomic_store_explicit(&next_##name, real, memory_order_release);           \
  }

// ThreadSanitizer's runtime, linked into the executable, defines the
// enqueue functions itself (weak, to forward them to libdispatch with its
// happens-before edges). Under it the package's enqueue functions are strong,
// so they win, and forward to ThreadSanitizer's interceptor, which keeps its
// edges. Elsewhere they are weak (see the top of the file).
#if defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define IRISCHECK_UNDER_TSAN 1
#endif
#endif

#if IRISCHECK_UNDER_TSAN
#define ENQUEUE_DEFINITION
#define ENQUEUE_NEXT(type, name)                                               \
  type real = __interceptor_##name;                                            \
  if (real == NULL) real = (type)next_definition(#name);
extern void __interceptor_dispatch_async(void *, void *) __attribute__((weak));
extern void __interceptor_dispatch_async_f(void *, void *, void (*)(void *))
    __attribute__((weak));
extern void __interceptor_dispatch_barrier_async(void *, void *) __attribute__((weak));
extern void __interceptor_dispatch_after(uint64_t, void *, void *) __attribute__((weak));
extern void __interceptor_dispatch_after_f(uint64_t, void *, void *, void (*)(void *))
    __attribute__((weak));
extern void __interceptor_dispatch_group_async(void *, void *, void *) __attribute__((weak));
extern void __interceptor_dispatch_group_async_f(void *, void *, void *, void (*)(void *))
    __attribute__((weak));
extern void __interceptor_dispatch_sync(void *, void *) __attribute__((weak));
extern void __interceptor_dispatch_sync_f(void *, void *, void (*)(void *))
    __attribute__((weak));
#else
#define ENQUEUE_DEFINITION __attribute__((weak))
#define ENQUEUE_NEXT(type, name) NEXT(type, name)
#endif

static void *main_queue(void) {
  static _Atomic(void *) queue;
  void *found = atomic_load_explicit(&queue, memory_order_acquire);
  if (found == NULL) {
    found = dlsym(RTLD_DEFAULT, "_dispatch_main_q");
    atomic_store_explicit(&queue, found, memory_order_release);
  }
  return found;
}

// Whether a call about `queue` is the run's: on the driver, for the main queue.
static int is_runs(void *queue) {
  return is_here(&irischeck_driver_word_storage) && queue != NULL && queue == main_queue();
}

// The blocks ABI (clang's, which libdispatch uses on Linux): a block is an
// object whose `invoke` takes the block itself.
struct block_layout {
  void *isa;
  int flags;
  int reserved;
  void (*invoke)(void *);
};
extern void *_Block_copy(const void *block);
extern void _Block_release(const void *block);

static void invoke_block(void *block) { ((struct block_layout *)block)->invoke(block); }

static void invoke_and_release_block(void *block) {
  invoke_block(block);
  _Block_release(block);
}

// Offers a block to the run; `1` when the run took it (it then owns a copy).
static int offer_block(int kind, void *block) {
  irischeck_main_queue_submit_t submit = atomic_load(&submit_hook);
  if (submit == NULL) return 0;
  void *copy = _Block_copy(block);
  if (submit(kind, copy, invoke_and_release_block)) return 1;
  _Block_release(copy);
  return 0;
}

static int offer_function(int kind, void *context, void (*function)(void *)) {
  irischeck_main_queue_submit_t submit = atomic_load(&submit_hook);
  return submit != NULL && submit(kind, context, function);
}

ENQUEUE_DEFINITION void dispatch_async(void *queue, void *block) {
  mark_seen(IRISCHECK_SEEN_DISPATCH);
  if (is_runs(queue) && offer_block(IRISCHECK_MAIN_ASYNC, block)) return;
  ENQUEUE_NEXT(queue_block_fn, dispatch_async)
  real(queue, block);
}

ENQUEUE_DEFINITION void dispatch_async_f(void *queue, void *context, void (*function)(void *)) {
  mark_seen(IRISCHECK_SEEN_DISPATCH);
  if (is_runs(queue) && offer_function(IRISCHECK_MAIN_ASYNC, context, function)) return;
  ENQUEUE_NEXT(queue_function_fn, dispatch_async_f)
  real(queue, context, function);
}

// NB: the main queue is serial, so a barrier block on it is a plain block.
ENQUEUE_DEFINITION void dispatch_barrier_async(void *queue, void *block) {
  if (is_runs(queue) && offer_block(IRISCHECK_MAIN_ASYNC, block)) return;
  ENQUEUE_NEXT(queue_block_fn, dispatch_barrier_async)
  real(queue, block);
}

ENQUEUE_DEFINITION void dispatch_after(uint64_t when, void *queue, void *block) {
  if (is_runs(queue)) offer_function(IRISCHECK_MAIN_AFTER, NULL, NULL);
  ENQUEUE_NEXT(after_block_fn, dispatch_after)
  real(when, queue, block);
}

ENQUEUE_DEFINITION void dispatch_after_f(
    uint64_t when, void *queue, void *context, void (*function)(void *)) {
  if (is_runs(queue)) offer_function(IRISCHECK_MAIN_AFTER, NULL, NULL);
  ENQUEUE_NEXT(after_function_fn, dispatch_after_f)
  real(when, queue, context, function);
}

ENQUEUE_DEFINITION void dispatch_group_async(void *group, void *queue, void *block) {
  if (is_runs(queue)) offer_function(IRISCHECK_MAIN_GROUP, NULL, NULL);
  ENQUEUE_NEXT(group_block_fn, dispatch_group_async)
  real(group, queue, block);
}

ENQUEUE_DEFINITION void dispatch_group_async_f(
    void *group, void *queue, void *context, void (*function)(void *)) {
  if (is_runs(queue)) offer_function(IRISCHECK_MAIN_GROUP, NULL, NULL);
  ENQUEUE_NEXT(group_function_fn, dispatch_group_async_f)
  real(group, queue, context, function);
}

// NB: the driver holds the main queue for the run, so a real `sync` onto it
// from the driver would wait forever: the block runs here, in place, and the
// run reports it (the scheduler did not choose when it ran).
ENQUEUE_DEFINITION void dispatch_sync(void *queue, void *block) {
  if (is_runs(queue)) {
    offer_function(IRISCHECK_MAIN_SYNC, NULL, NULL);
    invoke_block(block);
    return;
  }
  ENQUEUE_NEXT(queue_block_fn, dispatch_sync)
  real(queue, block);
}

ENQUEUE_DEFINITION void dispatch_sync_f(void *queue, void *context, void (*function)(void *)) {
  if (is_runs(queue)) {
    offer_function(IRISCHECK_MAIN_SYNC, NULL, NULL);
    function(context);
    return;
  }
  ENQUEUE_NEXT(queue_function_fn, dispatch_sync_f)
  real(queue, context, function);
}

// On the driver, the run's main-actor jobs are on the main queue and on the
// main thread, and its other jobs are on neither, as on a device: whatever
// thread drives the run (the process's main thread, when an XCTest test
// calls `run`, or the dedicated driver thread).
static void main_queue_assertion_failed(const char *expectation) {
  fprintf(stderr,
          "BUG IN CLIENT OF LIBDISPATCH: Assertion failed: Block was expected to %s on queue "
          "[com.apple.main-thread] (IrisCheck: a scheduled %s job)\n",
          expectation, irischeck_is_main_lane_here() ? "main-actor" : "background");
  abort();
}

__attribute__((weak)) void dispatch_assert_queue(void *queue) {
  mark_seen(IRISCHECK_SEEN_ASSERT);
  if (is_runs(queue)) {
    if (irischeck_is_main_lane_here()) return;
    main_queue_assertion_failed("execute");
  }
  NEXT(assert_fn, dispatch_assert_queue)
  real(queue);
}

__attribute__((weak)) void dispatch_assert_queue_not(void *queue) {
  if (is_runs(queue)) {
    if (!irischeck_is_main_lane_here()) return;
    main_queue_assertion_failed("not execute");
  }
  NEXT(assert_fn, dispatch_assert_queue_not)
  real(queue);
}

// Foundation's `Thread.isMainThread` on Linux (swift-corelibs-foundation
// calls this exported CoreFoundation function).
__attribute__((weak)) unsigned char _CFIsMainThread(void) {
  mark_seen(IRISCHECK_SEEN_MAIN_THREAD);
  if (is_here(&irischeck_driver_word_storage)) return irischeck_is_main_lane_here() ? 1 : 0;
  NEXT(is_main_fn, _CFIsMainThread)
  return real();
}

#else

#include "CConcurrencyHooks.h"

uintptr_t irischeck_driver_word_storage;
uintptr_t irischeck_main_lane_word_storage;

uintptr_t *irischeck_driver_word(void) { return &irischeck_driver_word_storage; }
uintptr_t *irischeck_main_lane_word(void) { return &irischeck_main_lane_word_storage; }
void irischeck_set_main_queue_submit(irischeck_main_queue_submit_t submit) { (void)submit; }
int irischeck_main_queue_seen(void) { return 0; }
int irischeck_is_main_lane_here(void) { return 0; }
int irischeck_owns_main_queue_here(void) { return 0; }

#endif
