import torch

cu = torch.jit.CompilationUnit('\n            def pack_tuple_into_non_var(x):\n                a, *1 = (3, 4, 5)\n                return x\n            ')
