import torch

cu = torch.jit.CompilationUnit('\n        def test_integral_shape_inference(a):\n            return a * a\n        ')
inputs = [torch.ones(10, 10, dtype=torch.long)]
outputs = torch.ones(10, 10, dtype=torch.long)
print(cu.test_integral_shape_inference(*inputs))
