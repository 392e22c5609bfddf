import torch

cu = torch.jit.CompilationUnit('\n            def foo(cond):\n                if bool(cond):\n                    raise ValueError(3)\n                return 1\n        ')
cu.foo(torch.tensor(0))
cu.foo(torch.tensor(1))
