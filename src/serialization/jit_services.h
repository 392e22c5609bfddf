// ===--- jit_services.h - `.code`, torch.jit.save and load for a Program --=== //
// The implementations behind the compiler's JitHooks: they read a Program's
// compiled classes and methods to print code and write archives.
#pragma once

#include "compiler/jit_hooks.h"
#include "serialization/module_io.h"

namespace ts {

/// Hooks for Program::jitHooks() backed by this layer.
JitHooks serializationJitHooks();

/// torch.jit.load of an opened archive (the hook's load after its path
/// checks; the C++ API loads buffers and streams through it): compiles the
/// code into `program`, fills `extra` (None or a Dict[str, bytes]) and
/// returns the module.
IValue loadArchive(Program& program, ModuleArchive archive, const IValue& extra);

/// torch.jit.load of the file at `path` under `limits` (the hook's load
/// uses the default limits; ts::load passes the embedder's).
IValue loadFile(Program& program, const std::string& path, const IValue& extra, const LoadLimits& limits);

}  // namespace ts
