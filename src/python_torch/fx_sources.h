// ===--- fx_sources.h - torch.fx's Python-level sources -------------------=== //
// Python source run by the evaluator when torch.fx is imported (fx_install.cpp):
// PyTorch 1.13's symbolic tracer, Graph/Node IR, code generation and Interpreter.
#pragma once

namespace ts::py {

/// torch.fx.immutable_collections and torch.fx.node (fx_node_py.cpp).
const char* fxImmutableCollectionsSource();
const char* fxNodeSource();
/// torch.fx.graph: Graph, CodeGen, the name Namespace (fx_graph_py.cpp).
const char* fxGraphSource();
/// torch.fx.proxy: TracerBase, Proxy, Attribute, TraceError (fx_proxy_py.cpp).
const char* fxProxySource();
/// torch.fx._symbolic_trace: Tracer, symbolic_trace, wrap (fx_trace_py.cpp).
const char* fxSymbolicTraceSource();
/// torch.fx._functional: recording wrappers for torch.nn.functional (fx_functional_py.cpp).
const char* fxFunctionalSource();
/// torch.fx.graph_module: GraphModule (fx_graph_module_py.cpp).
const char* fxGraphModuleSource();
/// torch.fx.interpreter and torch.fx.passes.shape_prop (fx_interpreter_py.cpp).
const char* fxInterpreterSource();
const char* fxShapePropSource();
/// torch.fx.subgraph_rewriter: replace_pattern (fx_rewriter_py.cpp).
const char* fxSubgraphRewriterSource();

}  // namespace ts::py
