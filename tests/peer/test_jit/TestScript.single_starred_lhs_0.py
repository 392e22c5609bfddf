import torch

cu = torch.jit.CompilationUnit('\n            def single_starred_lhs(x):\n                a = (x, x, x)\n                *b, = a\n                return b\n            ')
