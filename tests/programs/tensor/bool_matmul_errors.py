import torch
b = torch.ones(2, 2, dtype=torch.bool)
for f in [lambda: torch.mm(b, b), lambda: torch.bmm(b[None], b[None]), lambda: b @ b, lambda: torch.matmul(b[0], b), lambda: torch.mv(b, b[0]), lambda: torch.dot(b[0], b[0])]:
    try: f()
    except RuntimeError as e: print(e)
