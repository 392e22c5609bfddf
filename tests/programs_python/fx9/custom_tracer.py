# A Tracer subclass overriding create_proxy to record which module each node
# came from (the pytorch/examples module_tracer pattern), and call_module.
import torch
import torch.fx
from typing import Any, Callable, Dict, Optional, Tuple


class ModulePathTracer(torch.fx.Tracer):
    current_module_qualified_name: str = ''
    node_to_originating_module: Dict[torch.fx.Node, str] = {}

    def call_module(self, m: torch.nn.Module, forward: Callable[..., Any],
                    args: Tuple[Any, ...], kwargs: Dict[str, Any]) -> Any:
        old_qualname = self.current_module_qualified_name
        try:
            self.current_module_qualified_name = self.path_of_module(m)
            return super().call_module(m, forward, args, kwargs)
        finally:
            self.current_module_qualified_name = old_qualname

    def create_proxy(self, kind: str, target: torch.fx.node.Target, args: Tuple[Any, ...],
                     kwargs: Dict[str, Any], name: Optional[str] = None, type_expr: Optional[Any] = None):
        proxy = super().create_proxy(kind, target, args, kwargs, name, type_expr)
        self.node_to_originating_module[proxy.node] = self.current_module_qualified_name
        return proxy


class Block(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = torch.nn.Conv2d(2, 2, 1)
        self.bn = torch.nn.BatchNorm2d(2)

    def forward(self, x):
        return torch.relu(self.bn(self.conv(x))) + x


class Net(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.layer1 = Block()
        self.layer2 = torch.nn.Sequential(Block(), Block())

    def forward(self, x):
        return self.layer2(self.layer1(x)).flatten(1).mean(dim=1)


tracer = ModulePathTracer()
graph = tracer.trace(Net())
for node in graph.nodes:
    module_qualname = tracer.node_to_originating_module.get(node)
    print('Node', node, 'is from module', module_qualname)
print(graph)
