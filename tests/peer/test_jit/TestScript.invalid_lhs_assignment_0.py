import torch

cu = torch.jit.CompilationUnit('\n            def invalid_lhs_assignment(x):\n                x + 1 = x\n                return x\n            ')
