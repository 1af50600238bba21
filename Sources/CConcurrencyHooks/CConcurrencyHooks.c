#include "CConcurrencyHooks.h"

// NB: declared with placeholder types; only their addresses are taken here,
// and Swift casts them to the runtime's real signatures.
extern void *swift_task_enqueueGlobal_hook;
extern void *swift_task_getMainExecutor_hook;
extern void swift_task_enqueue(void);

void **irischeck_enqueue_global_hook(void) { return &swift_task_enqueueGlobal_hook; }

void **irischeck_get_main_executor_hook(void) { return &swift_task_getMainExecutor_hook; }

void *irischeck_task_enqueue(void) { return (void *)&swift_task_enqueue; }
