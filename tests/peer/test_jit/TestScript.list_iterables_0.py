import torch

cu = torch.jit.CompilationUnit('\n            def list_iterables(x):\n                for i, j in [2, 3, 4], [5, 6, 7]:\n                    x += i\n                    x += j\n                return x\n            ')
