// ===--- schema_command.h - `torchscript schemas` -------------------------=== //
#pragma once

#include <string>

namespace ts {

/// Runs `torchscript schemas [SUBSTRING]`; -1 when argv[1] is another command.
int runSchemaCommand(int argc, char** argv);

/// The command's line in the usage text.
std::string schemaCommandUsage();

}  // namespace ts
