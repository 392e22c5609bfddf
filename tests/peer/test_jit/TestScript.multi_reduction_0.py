import torch

cu = torch.jit.CompilationUnit('\n            def multi_reduction(x):\n                a, b += x\n                return a, b\n            ')
