// ===--- module.h - load a .pt file, call its methods --------------------=== //
// Public: ts::load reads a module saved by torch.jit.save (PyTorch 1.13's
// `.pt` zip format) and returns a ts::Module, shaped like libtorch's
// torch::jit::Module so its users feel at home:
//
//   ts::Module m = ts::load("model.pt");
//   m.eval();
//   ts::NoGradGuard no_grad;
//   ts::Value y = m.forward({ts::Value::from_blob(buf, {1, 3, 224, 224}, ts::DType::Float32)});
//   const float* out = static_cast<const float*>(y.data_ptr());
//
// Note [Module threading contract]
// - A loaded Module may be called from many threads at once: forward and
//   run_method of the same Module (or of copies of it, which share one
//   model) run concurrently. Every method is compiled while ts::load runs,
//   so calls only read the compiled code and the module's attributes.
// - That holds as long as the methods called do not assign module
//   attributes (`self.x = ...`, BatchNorm's running statistics in training
//   mode): such writes race with each other as they would in libtorch. Call
//   eval() first for inference.
// - setattr, eval and train change the shared model: do not call them
//   while another thread calls into the same model.
// - Loading is thread-safe: separate ts::load calls share nothing mutable.
// - Tensors are not locked: do not write a tensor that another thread is
//   reading (an input passed to several concurrent calls is fine).
// - Grad mode is per thread (ts::NoGradGuard), as in PyTorch.
#pragma once

#include <cstddef>
#include <iosfwd>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "torchscript/error.h"
#include "torchscript/export.h"
#include "torchscript/load_options.h"
#include "torchscript/value.h"

namespace ts {
inline namespace api {  // Note [Public names] in value.h

struct ModuleImpl;

/// A scripted module loaded from a `.pt` file, or one of its submodules.
/// Copies are shallow: they share the same model (as torch::jit::Module's
/// do), so setattr through one copy is seen through every other.
class TS_API Module {
 public:
  /// Calls `forward` (see run_method).
  Value forward(std::vector<Value> inputs) const;
  /// Calls method `name` with `args` (self is implicit). Arguments are
  /// checked against the method's schema (missing trailing ones take their
  /// defaults); a script error becomes a ts::Error with its TorchScript
  /// traceback. A method returning several values returns a tuple.
  Value run_method(const std::string& name, std::vector<Value> args = {}) const;
  /// Whether the module's class has method `name`.
  bool has_method(const std::string& name) const;
  /// The methods of the module's class, in the order the file defines them.
  std::vector<std::string> method_names() const;
  /// PyTorch's schema of a method, e.g. `forward(__torch__.M self, Tensor x) -> Tensor`.
  std::string method_schema(const std::string& name) const;
  /// The printed code of a method, as `m.forward.code` prints it.
  std::string method_code(const std::string& name) const;
  /// The printed code of forward (`m.code`).
  std::string code() const { return method_code("forward"); }

  /// Attribute `name` (a parameter, buffer, submodule or plain attribute);
  /// throws ts::Error (AttributeError) when there is none.
  Value attr(const std::string& name) const;
  bool hasattr(const std::string& name) const;
  /// Replaces attribute `name`; the value must have the attribute's type.
  void setattr(const std::string& name, const Value& value);

  /// Submodule `name`; throws ts::Error when `name` is not a submodule.
  Module submodule(const std::string& name) const;
  /// Parameters / buffers in definition order; with `recurse`, those of
  /// submodules follow, named `sub.weight` as in PyTorch.
  std::vector<Value> parameters(bool recurse = true) const;
  std::vector<std::pair<std::string, Value>> named_parameters(bool recurse = true) const;
  std::vector<Value> buffers(bool recurse = true) const;
  std::vector<std::pair<std::string, Value>> named_buffers(bool recurse = true) const;
  /// This module (named "") and every submodule below it, depth first.
  std::vector<std::pair<std::string, Module>> named_modules() const;
  /// The direct submodules.
  std::vector<Module> children() const;
  std::vector<std::pair<std::string, Module>> named_children() const;

  /// Sets `training` on this module and every submodule.
  void train(bool on = true);
  void eval() { train(false); }
  bool is_training() const;

  /// The qualified class name, e.g. `__torch__.torchvision.models.resnet.ResNet`.
  std::string type_name() const;

  /// Internal: the implementation's representation.
  explicit Module(std::shared_ptr<ModuleImpl> impl) : impl_(std::move(impl)) {}

 private:
  std::shared_ptr<ModuleImpl> impl_;
};

/// Extra files stored next to the model (torch.jit.save's `_extra_files`):
/// name the files to read; ts::load fills in their contents ("" when absent).
using ExtraFilesMap = std::map<std::string, std::string>;

/// Loads a module saved by torch.jit.save. Throws ts::Error when the file
/// is missing or invalid, past one of `options`' caps, or when its code does
/// not compile.
TS_API Module load(const std::string& path, ExtraFilesMap* extra_files = nullptr, const LoadOptions& options = {});
/// Loads a module from the bytes of a `.pt` file (copied; the caller's
/// buffer may go away once load returns).
TS_API Module load(const void* data, size_t size, ExtraFilesMap* extra_files = nullptr,
                   const LoadOptions& options = {});
/// Loads a module from a stream holding a `.pt` file (read to its end).
TS_API Module load(std::istream& in, ExtraFilesMap* extra_files = nullptr, const LoadOptions& options = {});
/// Loads a module from a string holding the bytes of a `.pt` file.
TS_API Module load_from_buffer(const std::string& bytes, ExtraFilesMap* extra_files = nullptr,
                               const LoadOptions& options = {});

/// Disables gradient recording on this thread for a scope (torch::NoGradGuard);
/// inference should run under one, as under `with torch.no_grad():`.
class TS_API NoGradGuard {
 public:
  NoGradGuard();
  ~NoGradGuard();
  NoGradGuard(const NoGradGuard&) = delete;
  NoGradGuard& operator=(const NoGradGuard&) = delete;

 private:
  bool previous_;
};

}  // namespace api
}  // namespace ts
