# torch.fx.passes.shape_prop.ShapeProp records each node's tensor metadata.
import torch
import torch.fx
from torch.fx.passes.shape_prop import ShapeProp


class TwoLayerNet(torch.nn.Module):
    def __init__(self, D_in, H, D_out):
        super().__init__()
        self.linear1 = torch.nn.Linear(D_in, H)
        self.linear2 = torch.nn.Linear(H, D_out)

    def forward(self, x):
        h_relu = self.linear1(x).clamp(min=0)
        return self.linear2(h_relu).view(-1)


N, D_in, H, D_out = 64, 1000, 100, 10
torch.manual_seed(0)
x = torch.randn(N, D_in)
model = TwoLayerNet(D_in, H, D_out)
gm = torch.fx.symbolic_trace(model)
ShapeProp(gm).propagate(x)
for node in gm.graph.nodes:
    meta = node.meta.get('tensor_meta')
    print(node.name, meta.dtype, meta.shape, meta.stride, meta.requires_grad, node.meta['type'].__name__)
