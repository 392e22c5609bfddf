// ===--- fuzz_support.h - what every fuzz target shares -------------------=== //
// Each target turns the fuzzer's bytes into one call of the code under test;
// a ts::Error is the expected outcome of bad input, anything else that
// escapes (another exception, a signal, a sanitizer report) is a bug.
#pragma once

#include <fcntl.h>
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "torchscript/error.h"

namespace ts::fuzz {

/// The input as a string (source text, IR text or file bytes).
inline std::string bytesOf(const uint8_t* data, size_t size) {
  return std::string(reinterpret_cast<const char*>(data), size);
}

/// Sends stdout to /dev/null: scripts print, and the fuzzer's own output is
/// on stderr.
inline void silenceStdout() {
  int null_fd = ::open("/dev/null", O_WRONLY);
  if (null_fd >= 0) {
    ::dup2(null_fd, STDOUT_FILENO);
    ::close(null_fd);
  }
}

/// The expected outcome of bad input; printed (to stderr) only when
/// TS_FUZZ_VERBOSE is set, to see how far inputs get.
inline void expectedError(const Error& e) {
  static const bool verbose = std::getenv("TS_FUZZ_VERBOSE") != nullptr;
  if (verbose) std::fprintf(stderr, "%s: %s\n", errorKindName(e.kind()), e.what());
}

}  // namespace ts::fuzz
