#include "CConcurrencyHooks.h"

#include <sched.h>
#include <stdatomic.h>

// NB: declared weak, with a placeholder type: only their addresses are
// taken here (NULL when the runtime lacks them), and Swift reads them as the
// runtime's real signatures.
extern void *swift_task_enqueueGlobal_hook __attribute__((weak));
extern void *swift_task_getMainExecutor_hook __attribute__((weak));

// NB: the function `UnownedJob.description` calls for the id it prints.
extern uint64_t swift_task_getJobTaskId(const void *job) __attribute__((weak));

int irischeck_has_job_task_id(void) { return swift_task_getJobTaskId != NULL; }

uint64_t irischeck_job_task_id(const void *job) { return swift_task_getJobTaskId(job); }

void **irischeck_enqueue_global_hook(void) { return &swift_task_enqueueGlobal_hook; }

void **irischeck_get_main_executor_hook(void) { return &swift_task_getMainExecutor_hook; }

// NB: the runtime declares each hook a plain function pointer. A
// pointer-sized `_Atomic(void *)` has the size, alignment and representation
// of `void *` on every platform the package declares (pointer atomics are
// lock-free there), so the casts below only choose atomic instructions: a
// thread reading the hook sees the old or the new pointer, never a torn one.
void *irischeck_hook_exchange(void **hook, void *value) {
  return atomic_exchange((_Atomic(void *) *)hook, value);
}

void *irischeck_hook_load(void **hook) {
  return atomic_load_explicit((_Atomic(void *) *)hook, memory_order_acquire);
}

uintptr_t irischeck_word_load(const uintptr_t *word) {
  return atomic_load_explicit((const _Atomic(uintptr_t) *)word, memory_order_acquire);
}

void irischeck_word_store(uintptr_t *word, uintptr_t value) {
  atomic_store_explicit((_Atomic(uintptr_t) *)word, value, memory_order_release);
}

void irischeck_word_lock(uintptr_t *word) {
  _Atomic(uintptr_t) *lock = (_Atomic(uintptr_t) *)word;
  while (atomic_exchange_explicit(lock, 1, memory_order_acquire) != 0) {
    while (atomic_load_explicit(lock, memory_order_relaxed) != 0) sched_yield();
  }
}

void irischeck_word_unlock(uintptr_t *word) {
  atomic_store_explicit((_Atomic(uintptr_t) *)word, 0, memory_order_release);
}
