// ===--- jit_services.h - torch.jit.save and load for a Program -----------=== //
// They read a Program's compiled classes and methods to write archives, and
// compile an archive's code into a Program to load it.
#pragma once

#include "serialization/module_io.h"

namespace ts {

class Program;

/// torch.jit.save(module, path, _extra_files): `extra` is None or a
/// Dict[str, str]. Throws ts::Error for values that cannot be saved.
void saveModuleFile(Program& program, const IValue& module, const std::string& path, const IValue& extra);
/// The archive saveModuleFile writes, as bytes (torch.jit.save to a stream).
std::string saveModuleBytes(Program& program, const IValue& module, const IValue& extra);

/// torch.jit.save(script_function, path): the archive PyTorch writes, a
/// module `__torch__.PlaceholderModule` whose forward is the function.
void saveFunctionFile(Program& program, const Function& fn, const std::string& path, const IValue& extra);
std::string saveFunctionBytes(Program& program, const Function& fn, const IValue& extra);

/// torch.jit.load of an opened archive (loadFile after its path checks;
/// the C++ API loads buffers and streams through it): compiles the
/// code into `program`, fills `extra` (None or a Dict[str, bytes]) and
/// returns the module.
IValue loadArchive(Program& program, ModuleArchive archive, const IValue& extra);

/// torch.jit.load of the file at `path` under `limits` (ts::load passes the
/// embedder's): fills the values of `extra` (None or a dict) with the named
/// files' contents and returns the module.
IValue loadFile(Program& program, const std::string& path, const IValue& extra,
                const LoadLimits& limits = LoadLimits());

}  // namespace ts
