// ===--- module_io.h - torch.jit.save / torch.jit.load archives -----------=== //
// The `.pt` layout of PyTorch 1.13 (caffe2/serialize/inline_container.cc and
// torch/csrc/jit/serialization/export_module.cpp):
//   NAME/data.pkl          the module object tree (pickle, storages in data/)
//   NAME/data/K            raw bytes of storage K
//   NAME/constants.pkl     tuple of the CONSTANTS.cN values (storages in constants/)
//   NAME/code/__torch__/A/B.py   classes and functions of module path __torch__.A.B
//   NAME/extra/FILE        `_extra_files`
//   NAME/version           "3\n"
// Saving needs the compiled methods of each class; loading returns sources
// for the compiler and unpickles the object tree once classes are known.
#pragma once

#include <functional>
#include <map>
#include <string>
#include <vector>

#include "serialization/code_printer.h"
#include "serialization/zip_archive.h"
#include "tensor/storage.h"

namespace ts {

/// What torch.jit.save needs from the compiler.
struct ModuleSaveOptions {
  /// The methods, parameter and buffer names and constants of a class.
  std::function<CodePrinter::ClassInfo(const ClassType*)> class_info;
  /// The pickled state of an object whose class defines one (__getstate__,
  /// a torch.classes state tuple); false: its attributes are pickled.
  std::function<bool(const IValue& object, IValue& state)> get_state;
  /// `_extra_files`: name -> contents, written under extra/.
  std::vector<std::pair<std::string, std::string>> extra_files;
};

/// The archive bytes of `module` (an Object) under folder `archive_name`.
/// Throws ts::Error for values that cannot be saved.
std::string saveModuleToBytes(const IValue& module, const std::string& archive_name,
                              const ModuleSaveOptions& options);
/// Writes the archive to `path`; the folder is the file's base name
/// without extension, as PyTorch names it.
void saveModule(const IValue& module, const std::string& path, const ModuleSaveOptions& options);

/// One serialized code file.
struct CodeFile {
  std::string module_path;  ///< `__torch__.torch.nn.modules.linear`
  std::string source;       ///< Python source defining classes/functions of that path
};

/// Fits unpickled `v` to type `t` in place (Note [Unpickled values meet
/// declared types]): tags NamedTuples, types containers; false if it cannot.
bool conformValue(IValue& v, TypePtr t);

/// A `.pt` archive opened for loading. Reading the object tree needs the
/// classes the code files define, so the caller compiles codeFiles() first
/// and then calls readData() with a resolver for the class names.
class ModuleArchive {
 public:
  /// Throws ts::Error when the file is missing, not a valid archive, or
  /// asks for more than `limits` allow (Note [Load limits]).
  static ModuleArchive open(const std::string& path, const LoadLimits& limits = {});
  static ModuleArchive fromBytes(std::string bytes, const LoadLimits& limits = {});

  /// Every code/**.py record, qualified by its module path.
  std::vector<CodeFile> codeFiles() const;
  /// Contents of extra/NAME, or nullopt-like false when absent.
  bool readExtraFile(const std::string& name, std::string& contents) const;
  /// The producer's format version (the `version` record, checked on open).
  int64_t version() const;

  /// Classes of the object tree: `__torch__.M` -> its ClassType (nullptr: unknown).
  using ClassResolver = std::function<ClassType*(const std::string& qualified_name)>;
  /// For classes with `__setstate__`: applies the pickled state; return false
  /// to fall back to setting attributes from a state dict.
  using SetState = std::function<bool(const IValue& object, const IValue& state)>;
  /// The constant table (`CONSTANTS.cN`) from constants.pkl. A frozen
  /// module's table may hold script-class objects (an attribute folded
  /// into a constant), resolved as data.pkl's are.
  std::vector<IValue> constants(const ClassResolver& resolve = nullptr, const SetState& set_state = nullptr) const;
  /// Unpickles data.pkl. Attributes missing from a class are added to it
  /// with the value's type (PyTorch adds them from the code's annotations).
  IValue readData(const ClassResolver& resolve, const SetState& set_state = nullptr) const;
  /// Enum members in the object tree: class name and value -> member.
  using EnumResolver = std::function<IValue(const std::string& qualified_name, const IValue& value)>;
  void setEnumResolver(EnumResolver r) { enum_resolver_ = std::move(r); }

 private:
  ModuleArchive(ZipReader zip, const LoadLimits& limits) : zip_(std::move(zip)), limits_(limits) {}
  /// Rejects a `version` record PyTorch 1.13 would not read.
  void checkVersion() const;
  /// A storage with the bytes of `record` (Note [Zero-copy load]).
  Ref<Storage> loadStorage(const std::string& record) const;
  IValue readPickle(const std::string& name, const ClassResolver& resolve, const SetState& set_state) const;
  ZipReader zip_;
  LoadLimits limits_;
  EnumResolver enum_resolver_;
};

}  // namespace ts
