// ===--- ir_fuzzer.cpp - fuzz target: IR text -> parse -> verify ---------=== //
// Parses the input as a graph (parseIR verifies what it built), prints it
// and parses the printout again: whatever the parser accepts must print as
// text it accepts too.
#include <string>

#include "api/ir_hooks.h"
#include "fuzz_support.h"
#include "ir/ir_parser.h"

extern "C" int LLVMFuzzerInitialize(int*, char***) { return 0; }

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string printed;
  try {
    printed = ts::printGraph(*ts::parseIR(ts::fuzz::bytesOf(data, size), ts::standaloneIrHooks()));
  } catch (const ts::Error& e) {
    ts::fuzz::expectedError(e);
    return 0;
  }
  ts::parseIR(printed,
              ts::standaloneIrHooks());  // a ts::Error here is a bug: it escapes
  return 0;
}
