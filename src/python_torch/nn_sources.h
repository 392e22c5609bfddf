// ===--- nn_sources.h - torch.nn's Python-level sources -------------------=== //
// Python source run by the evaluator when torch.nn is imported (nn_install.cpp):
// nn.Module, the containers, the Python-level extras of the stdlib classes, nn.utils.
#pragma once

namespace ts::py {

/// torch.nn.modules.module: Module, RemovableHandle, _IncompatibleKeys, global hooks.
const char* nnModuleSource();
/// torch.nn.modules.container: Sequential, ModuleList, ModuleDict, ParameterList, ParameterDict.
const char* nnContainerSource();
/// Defines `_install(namespace)`, which attaches PyTorch's extra_repr,
/// Embedding.from_pretrained and the RNN weight re-collection to the stdlib
/// classes found in `namespace` (torch.nn's dict).
const char* nnExtrasSource();
/// torch.nn.utils: gradient clipping and parameter/vector conversion.
const char* nnUtilsSource();
/// torch.nn.utils.weight_norm / .spectral_norm / .parametrize (nn_norms_py.cpp).
const char* nnWeightNormSource();
const char* nnSpectralNormSource();
const char* nnParametrizeSource();
const char* nnParametrizationsSource();
/// torch.nn.modules.lazy: LazyModuleMixin and the lazy layers (nn_lazy_py.cpp).
const char* nnLazySource();
/// torch.nn.utils.stateless: functional_call (nn_stateless_py.cpp).
const char* nnStatelessSource();
/// torch.nn.utils.prune: pruning methods as forward pre-hooks (nn_prune_py.cpp).
const char* nnPruneSource();
/// torch.nn.utils.rnn: pad_sequence.
const char* nnUtilsRnnSource();
/// torch.nn.modules.utils: _single, _pair, _triple, _quadruple, _list_with_default.
const char* nnModulesUtilsSource();

}  // namespace ts::py
