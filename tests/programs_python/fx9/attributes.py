# get_attr nodes for parameters, buffers and plain tensor attributes; tensor
# constants become _tensor_constantN; submodules and attributes are copied.
import torch
import torch.fx


class M(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.w = torch.nn.Parameter(torch.ones(2, 2))
        self.register_buffer('buf', torch.full((2,), 3.0))
        self.plain = torch.tensor([10., 20.])
        self.sub = torch.nn.Module()
        self.sub.p = torch.nn.Parameter(torch.zeros(2))

    def forward(self, x):
        y = x @ self.w + self.buf + self.plain + self.sub.p
        return y + torch.tensor([1., 1.])


m = M()
gm = torch.fx.symbolic_trace(m)
print(gm.graph)
print(gm.code)
print(sorted(n for n, _ in gm.named_parameters()))
print(sorted(n for n, _ in gm.named_buffers()))
print(gm._tensor_constant0, hasattr(m, '_tensor_constant0'))
print(gm(torch.ones(2, 2)))
print(gm.sub.p is m.sub.p, gm.w is m.w)
gm2 = torch.fx.GraphModule(m, gm.graph, 'Renamed')
print(type(gm2).__name__)
print(gm2)
print(torch.equal(gm2(torch.ones(2, 2)), gm(torch.ones(2, 2))))
