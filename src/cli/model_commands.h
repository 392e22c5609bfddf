// ===--- model_commands.h - the CLI's commands on .pt files ---------------=== //
#pragma once

#include <string>

namespace ts {

/// Runs `torchscript inspect MODEL.pt` or `torchscript bench MODEL.pt ...`
/// (argv[1] is the command). Returns the exit code (0 ok, 1 model error,
/// 2 usage error), or -1 when argv[1] names neither command.
int runModelCommand(int argc, char** argv);

/// The usage lines of these commands, for `torchscript --help`.
std::string modelCommandsUsage();

}  // namespace ts
