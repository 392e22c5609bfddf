// ===--- schema_command.cpp - `torchscript schemas`: the operator set -----=== //
// Prints every registered operator schema, one per line, sorted, in
// PyTorch's schema syntax (scripts/op_coverage.py compares it with PyTorch's).
#include "cli/schema_command.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "ops/registry.h"

namespace ts {

namespace {

const char* kSchemasHelp =
    "usage: torchscript schemas [SUBSTRING]\n\n"
    "Print every registered operator schema (those containing SUBSTRING), one per line, sorted.\n";

}  // namespace

std::string schemaCommandUsage() {
  return "  schemas [SUBSTRING]     print every registered operator schema, sorted\n";
}

int runSchemaCommand(int argc, char** argv) {
  if (std::strcmp(argv[1], "schemas") != 0) return -1;
  if (argc > 3 || (argc == 3 && (!std::strcmp(argv[2], "--help") || !std::strcmp(argv[2], "-h")))) {
    std::fputs(kSchemasHelp, argc > 3 ? stderr : stdout);
    return argc > 3 ? 2 : 0;
  }
  std::string filter = argc == 3 ? argv[2] : "";
  std::vector<std::string> lines;
  for (const Operator* op : Registry::global().all()) {
    std::string s = op->schema.str();
    if (filter.empty() || s.find(filter) != std::string::npos) lines.push_back(std::move(s));
  }
  std::sort(lines.begin(), lines.end());
  for (const std::string& s : lines) std::printf("%s\n", s.c_str());
  return 0;
}

}  // namespace ts
