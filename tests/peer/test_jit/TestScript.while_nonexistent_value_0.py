import torch

torch.jit.CompilationUnit('\n            def test_while(a, b):\n                while bool(a < 10):\n                    a = a + x\n                    b = b + 1\n                return a + b\n            ')
