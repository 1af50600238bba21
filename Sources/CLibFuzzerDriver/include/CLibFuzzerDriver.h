// libFuzzer, embedded: `LLVMFuzzerRunDriver` from the toolchain's
// `libclang_rt.fuzzer_no_main`, reached through two functions that link in
// every build.
//
// The `fuzz` command plugin compiles this target with
// `-DIRISCHECK_LIBFUZZER` and links the archive; every other build (plain
// `swift build`, `swift test`) gets a stand-in that reports libFuzzer as
// missing, so an executable that calls `FuzzMain.run` links anywhere.
#ifndef CLIBFUZZERDRIVER_H
#define CLIBFUZZERDRIVER_H

#include <stddef.h>
#include <stdint.h>

/// The callback libFuzzer calls with each input; returns 0.
typedef int (*irischeck_fuzz_callback)(const uint8_t *data, size_t size);

/// Whether this build links libFuzzer: 1 when built by the fuzz plugin, else 0.
int irischeck_fuzzer_is_linked(void);

/// Runs libFuzzer's driver with the given arguments and callback
/// (`LLVMFuzzerRunDriver`); returns its status, or -1 when libFuzzer is not
/// linked.
int irischeck_fuzzer_run_driver(int *argc, char ***argv, irischeck_fuzz_callback callback);

#endif
