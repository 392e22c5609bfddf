// ===--- fx_install.cpp - torch.fx at the Python level --------------------=== //
// Registers torch.fx and its submodules; each runs its Python source
// (fx_sources.h) when first imported. The package itself re-exports the
// public names, as PyTorch 1.13's torch/fx/__init__.py does.
#include "python/interp.h"
#include "python/interpreter_impl.h"
#include "python_torch/bridge_state.h"
#include "python_torch/fx_sources.h"

namespace ts::py {

namespace {

const char* kFxInitPy = R"PY(
import torch.fx.immutable_collections as immutable_collections
import torch.fx.node as node
import torch.fx.graph as graph
import torch.fx.proxy as proxy
import torch.fx.graph_module as graph_module
import torch.fx._symbolic_trace as _symbolic_trace
from torch.fx._symbolic_trace import symbolic_trace, Tracer, wrap, PH
from torch.fx.graph_module import GraphModule
from torch.fx.graph import Graph, CodeGen
from torch.fx.node import Node, map_arg
from torch.fx.proxy import Proxy
import torch.fx.interpreter as interpreter
from torch.fx.interpreter import Interpreter, Transformer
import torch.fx.subgraph_rewriter as subgraph_rewriter
from torch.fx.subgraph_rewriter import replace_pattern
)PY";

void initFx(Interp& in, PyModule& m) { runSourceModule(in, m, m.name, kFxInitPy); }
void initPasses(Interp&, PyModule&) {}

template <const char* (*Source)()>
void initSource(Interp& in, PyModule& m) {
  runSourceModule(in, m, m.name, Source());
}

}  // namespace

void registerFx(Interp& in) {
  in.registerModule("torch.fx", initFx);
  in.registerModule("torch.fx.immutable_collections", initSource<fxImmutableCollectionsSource>);
  in.registerModule("torch.fx.node", initSource<fxNodeSource>);
  in.registerModule("torch.fx.graph", initSource<fxGraphSource>);
  in.registerModule("torch.fx.proxy", initSource<fxProxySource>);
  in.registerModule("torch.fx._functional", initSource<fxFunctionalSource>);
  in.registerModule("torch.fx._symbolic_trace", initSource<fxSymbolicTraceSource>);
  in.registerModule("torch.fx.graph_module", initSource<fxGraphModuleSource>);
  in.registerModule("torch.fx.interpreter", initSource<fxInterpreterSource>);
  in.registerModule("torch.fx.subgraph_rewriter", initSource<fxSubgraphRewriterSource>);
  in.registerModule("torch.fx.passes", initPasses);
  in.registerModule("torch.fx.passes.shape_prop", initSource<fxShapePropSource>);
}

}  // namespace ts::py
