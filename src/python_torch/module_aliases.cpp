// ===--- module_aliases.cpp - PyTorch's submodule import paths -------------=== //
// Model files import torch's classes from the submodules that define them in
// PyTorch (`from torch.nn.modules.loss import _Loss`, `from
// torch.utils.data.sampler import Sampler`, `from torch.optim.optimizer import
// Optimizer`, `from torch.distributions.normal import Normal`). Here those
// classes live in one module per package, so each such path is a module that
// re-exports its package's names.
#include <cstring>

#include "python/interp.h"
#include "python_torch/bridge_state.h"

namespace ts::py {
namespace {

struct Alias {
  const char* path;     ///< the submodule PyTorch defines
  const char* package;  ///< the module that holds its names here
};

const Alias kAliases[] = {
    {"torch.nn.modules.activation", "torch.nn"},     {"torch.nn.modules.adaptive", "torch.nn"},
    {"torch.nn.modules.batchnorm", "torch.nn"},      {"torch.nn.modules.channelshuffle", "torch.nn"},
    {"torch.nn.modules.conv", "torch.nn"},           {"torch.nn.modules.distance", "torch.nn"},
    {"torch.nn.modules.dropout", "torch.nn"},        {"torch.nn.modules.flatten", "torch.nn"},
    {"torch.nn.modules.fold", "torch.nn"},           {"torch.nn.modules.instancenorm", "torch.nn"},
    {"torch.nn.modules.lazy", "torch.nn"},           {"torch.nn.modules.linear", "torch.nn"},
    {"torch.nn.modules.loss", "torch.nn"},           {"torch.nn.modules.normalization", "torch.nn"},
    {"torch.nn.modules.padding", "torch.nn"},        {"torch.nn.modules.pixelshuffle", "torch.nn"},
    {"torch.nn.modules.pooling", "torch.nn"},        {"torch.nn.modules.rnn", "torch.nn"},
    {"torch.nn.modules.sparse", "torch.nn"},         {"torch.nn.modules.transformer", "torch.nn"},
    {"torch.nn.modules.upsampling", "torch.nn"},     {"torch.utils.data.dataset", "torch.utils.data"},
    {"torch.utils.data.dataloader", "torch.utils.data"}, {"torch.utils.data.sampler", "torch.utils.data"},
    {"torch.optim.optimizer", "torch.optim"},        {"torch.optim.sgd", "torch.optim"},
    {"torch.optim.adam", "torch.optim"},             {"torch.optim.adamw", "torch.optim"},
    {"torch.distributions.distribution", "torch.distributions"}, {"torch.distributions.normal", "torch.distributions"},
    {"torch.distributions.categorical", "torch.distributions"},  {"torch.distributions.bernoulli", "torch.distributions"},
    {"torch.distributions.uniform", "torch.distributions"},      {"torch.distributions.kl", "torch.distributions"},
    {"torch.distributions.multivariate_normal", "torch.distributions"},
    {"torch.nn.utils.clip_grad", "torch.nn.utils"},  {"torch.nn.utils.convert_parameters", "torch.nn.utils"},
    {"torch.nn.utils.fusion", "torch.nn.utils"},     {"torch.nn.utils.init", "torch.nn.utils"},
    {"torch.nn.utils.memory_format", "torch.nn.utils"},
};

void initAlias(Interp& in, PyModule& m) {
  for (const Alias& a : kAliases) {
    if (m.name != a.path) continue;
    IValue package = in.importModule(a.package);
    asPyT<PyModule>(package)->dict->forEach([&](const IValue& k, const IValue& v) {
      if (!k.isStr() || k.toStr().rfind("__", 0) != 0) m.dict->set(in, k, v);
    });
  }
}

}  // namespace

void registerModuleAliases(Interp& in) {
  for (const Alias& a : kAliases) in.registerModule(a.path, initAlias);
}

/// PyTorch's packages import these submodules themselves, so attribute paths
/// work without an import (`torch.utils.data.dataloader.default_collate`).
/// Run once torch's packages are complete: each alias copies its package.
void importModuleAliases(Interp& in) {
  for (const Alias& a : kAliases)
    if (in.hasModule(a.package)) in.importModule(a.path);  // embedders may register a subset
}

}  // namespace ts::py
