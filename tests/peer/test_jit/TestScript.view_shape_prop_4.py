import torch

cu = torch.jit.CompilationUnit('\n        def test_view_shape_prop(a):\n            return a.view(size=[-1])\n        ')
inputs = [torch.zeros(10, 10)]
outputs = torch.zeros(100)
real_outs = cu.test_view_shape_prop(*inputs)
print(real_outs)
