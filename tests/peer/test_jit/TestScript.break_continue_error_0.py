import torch

cu = torch.jit.CompilationUnit('\n            def other_func(a):\n                break\n                ')
