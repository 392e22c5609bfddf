// ===--- loaded_model.h - the compiled model behind a ts::Module ----------=== //
// Private to src/api. Like engine.h it is a firewall (Note [Public names]
// in torchscript/value.h): it speaks runtime IValues and forward-declared
// compiler types, so module.cpp never sees the IR's ts::Value.
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "runtime/ivalue.h"
#include "serialization/load_limits.h"

namespace ts {

class Program;
class Function;

namespace detail {

/// A `.pt` file loaded into a Program of its own: the root module object
/// and the compiled methods of every class in its object tree.
class LoadedModel {
 public:
  /// Reads the archive at `path` (or the archive `bytes`), compiles its
  /// code and every method of the classes in the object tree (Note [Module
  /// threading contract] in torchscript/module.h), and unpickles the module.
  /// `extra_files` names files to read from extra/ and receives them.
  /// `limits` caps what the archive may make the loader allocate.
  static std::shared_ptr<LoadedModel> fromFile(const std::string& path,
                                               std::map<std::string, std::string>* extra_files,
                                               const LoadLimits& limits);
  static std::shared_ptr<LoadedModel> fromBytes(std::string bytes, std::map<std::string, std::string>* extra_files,
                                                const LoadLimits& limits);
  ~LoadedModel();

  const IValue& root() const { return root_; }
  /// Method `name` of `self`'s class, compiled; nullptr if the class has none.
  const Function* method(const Object& self, const std::string& name) const;
  /// The class's method names, in the order its code defines them.
  std::vector<std::string> methodNames(const Object& self) const;
  /// The method's printed code (`m.forward.code`).
  std::string code(const Function& fn) const;
  /// PyTorch's schema string of a method (self included).
  std::string schema(const Function& fn) const;

 private:
  LoadedModel();
  void finishLoad(std::map<std::string, std::string>* extra_files, const std::function<IValue(const IValue&)>& load);
  void compileAll(const IValue& v, std::vector<const Object*>& seen);
  std::unique_ptr<Program> program_;
  IValue root_;
  /// Serializes compilation: a method that failed to compile at load is
  /// compiled again (and reports its error) when it is called.
  mutable std::mutex compile_mutex_;
};

}  // namespace detail
}  // namespace ts
