import torch

cu = torch.jit.CompilationUnit('\n            def multi_starred_expr_lhs():\n                a, *b, *c = [1, 2, 3, 4, 5, 6]\n                return a\n            ')
