// ===--- driver.h - the torchscript command line --------------------------=== //
#pragma once

namespace ts {

/// Runs the `torchscript` command: `run FILE`, `check FILE`, and the stage
/// dumps `tokens FILE`, `ast FILE`, `graph FILE NAME`, `bytecode FILE NAME`,
/// `ir FILE` (see `torchscript --help`). Returns the process exit code (0 ok, 1 program error,
/// 2 usage error).
int runCli(int argc, char** argv);

}  // namespace ts
