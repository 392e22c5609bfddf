import torch

torch.jit.CompilationUnit('\n            def test_while(a):\n                print("\\")\n                return a\n            ')
