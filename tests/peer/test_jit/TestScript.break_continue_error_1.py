import torch

cu = torch.jit.CompilationUnit('\n            def other_func(a):\n                for i in range(5):\n                    def foo():\n                        break\n                ')
