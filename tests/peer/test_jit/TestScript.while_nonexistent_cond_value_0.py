import torch

torch.jit.CompilationUnit('\n            def test_while(a, b):\n                while a < x:\n                    a = a + 1\n                    b = b + 1\n                return a + b\n            ')
