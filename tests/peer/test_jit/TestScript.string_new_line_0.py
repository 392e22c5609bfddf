import torch

torch.jit.CompilationUnit('\n            def test_while(a):\n                print("\n                    a")\n                return a\n            ')
