import torch

cu = torch.jit.CompilationUnit('\n            def test():\n                x = 0\n                for *a in [1, 2, 3]:\n                    x = x + 1\n                return x\n            ')
