// ===--- aten_namespaces.cpp - torch._C._nn and torch.ops.aten -----------=== //
// PyTorch's operator namespaces at the Python level: torch._C._nn.X (the
// nn kernels without a torch.X binding: reflection_pad3d, slow_conv3d,
// fractional_max_pool2d ...) and torch.ops.aten.X (every aten operator).
// Each attribute calls the operator the way script code's
// `torch._C._nn.X(...)` does (one compiled statement, src/python_torch/dispatch.h).
#include <set>
#include <string>

#include "ops/registry.h"
#include "python/interp.h"
#include "python/object.h"
#include "python_torch/dispatch.h"
#include "python_torch/torch_module.h"

namespace ts::py {
namespace {

/// Every aten operator name (PyTorch's torch._C._nn holds the nn subset; a
/// superset keeps the lookups of the subset the same).
std::set<std::string> atenNames() {
  std::set<std::string> names;
  for (const Operator* op : Registry::global().all()) {
    const std::string& s = op->schema.name;
    if (s.rfind("aten::", 0) == 0 && s.size() > 6) names.insert(s.substr(6));
  }
  return names;
}

void fillOps(Interp& in, PyModule& m) {
  for (const std::string& n : atenNames())
    m.dict->set(in, in.intern(n), opFunction(in, CallKind::Function, m.name + "." + n, n));
}

/// torch.ops.quantized.X: every quantized:: operator (packed weights are
/// torch.classes objects, as script code sees them).
void fillQuantizedOps(Interp& in, PyModule& m) {
  std::set<std::string> names;
  for (const Operator* op : Registry::global().all()) {
    const std::string& s = op->schema.name;
    if (s.rfind("quantized::", 0) == 0) names.insert(s.substr(11));
  }
  for (const std::string& n : names)
    m.dict->set(in, in.intern(n), opFunction(in, CallKind::Function, m.name + "." + n, n));
}

void initC(Interp& in, PyModule& m) {
  in.importModule("torch._C._nn");
  initTorchFunction(in, m);
}
void initOps(Interp& in, PyModule&) {
  in.importModule("torch.ops.aten");
  in.importModule("torch.ops.quantized");
}

}  // namespace

void registerAtenNamespaces(Interp& in) {
  in.registerModule("torch._C", initC);
  in.registerModule("torch._C._nn", fillOps);
  in.registerModule("torch.ops", initOps);
  in.registerModule("torch.ops.aten", fillOps);
  in.registerModule("torch.ops.quantized", fillQuantizedOps);
}

}  // namespace ts::py
