import IrisFuzzCampaign
import Testing

struct LibFuzzerLogTests {
  // MARK: - Figures

  @Test func readsAnInProcessRunsFinalStatistics() {
    let log = LibFuzzerLog(
      parsing: """
        INFO: Seed: 1
        #2	INITED cov: 5 ft: 5 corp: 1/3b exec/s: 0 rss: 36Mb
        #4096	pulse  cov: 7 ft: 9 corp: 3/9b lim: 4 exec/s: 2048 rss: 36Mb
        #66524	DONE   cov: 1262 ft: 3575 corp: 561/10562b lim: 122 exec/s: 3167 rss: 457Mb
        Done 66524 runs in 21 second(s)
        stat::number_of_executed_units: 66524
        stat::average_exec_per_sec:     3167
        stat::new_units_added:          668
        stat::slowest_unit_time_sec:    2
        stat::peak_rss_mb:              457
        """)
    #expect(log.executions == 66524)
    #expect(log.execsPerSecond == 3167)
    #expect(log.coverage == 1262)
    #expect(log.features == 3575)
    #expect(log.slowestSeconds == 2)
    #expect(log.finished)
    #expect(log.problem == nil)
  }

  @Test func readsAForkRunsParentStatusLinesAndExit() {
    let log = LibFuzzerLog(
      parsing: """
        INFO: -fork=2: fuzzing in separate process(s)
        #66597: cov: 10 ft: 12 corp: 4 exec/s: 33298 oom/timeout/crash: 0/0/0 time: 2s job: 1 dft_time: 0
        Slowest unit: 3 s:
        #184204: cov: 11 ft: 14 corp: 5 exec/s: 39202 oom/timeout/crash: 0/0/0 time: 3s job: 2 dft_time: 0
        INFO: fuzzed for 3 seconds, wrapping up soon
        INFO: exiting: 0 time: 4s
        """)
    #expect(log.executions == 184204)
    #expect(log.execsPerSecond == 39202)
    #expect((log.coverage, log.features) == (11, 14))
    #expect(log.slowestSeconds == 3)
    #expect(log.finished)
  }

  @Test func aLogThatStopsEarlyIsNotFinished() {
    let log = LibFuzzerLog(parsing: "#1\tINITED cov: 1 ft: 1 corp: 1/1b exec/s: 0 rss: 30Mb\n")
    #expect(!log.finished)
    #expect(log.executions == 1)
  }

  // MARK: - Problems

  @Test func aBadDictionaryIsTheProblem() {
    let log = LibFuzzerLog(parsing: "ParseDictionaryFile: error in line 2\n\t\tbad line here\n")
    #expect(log.problem == "ParseDictionaryFile: error in line 2")
    #expect(!log.finished)
  }

  @Test func aLawsTrapMessageComesBeforeLibFuzzersOwnError() {
    let log = LibFuzzerLog(
      parsing: """
        ==20455== ERROR: libFuzzer: deadly signal
        App/main.swift:3: Fatal error: RoundTrip violated (print → parse): boom
        SUMMARY: libFuzzer: deadly signal
        """)
    #expect(log.problem == "Fatal error: RoundTrip violated (print → parse): boom")
  }

  @Test func aTimeoutIsNamed() {
    let log = LibFuzzerLog(parsing: "==7== ERROR: libFuzzer: timeout after 10 seconds\n")
    #expect(log.problem == "ERROR: libFuzzer: timeout after 10 seconds")
  }
}
