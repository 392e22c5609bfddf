import torch
import torch.nn as nn

def attempt(label, fn):
    try:
        fn()
        print(label, "ok")
    except Exception as e:
        print(label, type(e).__name__, str(e).splitlines()[0])

lin = nn.Linear(3, 4)
attempt("linear", lambda: lin(torch.randn(2, 5)))
attempt("view", lambda: torch.arange(6).view(4, 2))
attempt("cat", lambda: torch.cat([torch.ones(2, 3), torch.ones(3, 2)]))
attempt("add", lambda: torch.ones(2, 3) + torch.ones(3, 2))
attempt("index", lambda: torch.ones(3)[3])
attempt("cross_entropy", lambda: nn.functional.cross_entropy(torch.randn(2, 3), torch.tensor([0, 3])))
attempt("item", lambda: torch.ones(2).item())
attempt("backward", lambda: torch.ones(2, requires_grad=True).sum().backward() or torch.ones(2).sum().backward())
attempt("leaf inplace", lambda: torch.ones(2, requires_grad=True).add_(1))
attempt("reshape", lambda: torch.ones(5).reshape(2, -1))
attempt("conv", lambda: nn.Conv2d(3, 4, 3)(torch.randn(1, 2, 5, 5)))
attempt("matmul", lambda: torch.ones(2, 3) @ torch.ones(2, 3))
attempt("dtype", lambda: torch.ones(2, dtype=torch.long) @ torch.ones(2))
attempt("load_state", lambda: lin.load_state_dict({"weight": torch.ones(4, 3)}))
attempt("keyerror", lambda: {}["x"])
attempt("numpy bool", lambda: bool(torch.ones(2)))
attempt("stack", lambda: torch.stack([torch.ones(2), torch.ones(3)]))
attempt("embedding", lambda: nn.Embedding(3, 2)(torch.tensor([3])))
