import torch

torch.manual_seed(0)
a = torch.randn(2, 3)
b = torch.randn(4, 5)

def attempt(label, fn):
    try:
        r = fn()
        print(label, "ok", tuple(r.shape))
    except Exception as e:
        print(label, type(e).__name__ + ":", e)

attempt("matmul", lambda: a @ b)
attempt("mm", lambda: torch.mm(a, b))
attempt("bmm", lambda: torch.bmm(a.unsqueeze(0), b.unsqueeze(0)))
attempt("cat", lambda: torch.cat([a, b]))
attempt("cat dim1", lambda: torch.cat([a, torch.randn(2, 4)], dim=1))
attempt("stack", lambda: torch.stack([a, a.t()]))
attempt("view", lambda: a.view(4, 2))
attempt("view -1", lambda: a.view(-1, 4))
attempt("reshape", lambda: a.reshape(5))
attempt("add", lambda: a + b)
attempt("expand", lambda: a.expand(3, 3))
attempt("linear", lambda: torch.nn.functional.linear(a, torch.randn(4, 4)))
attempt("transpose view", lambda: a.t().view(6))
attempt("dot", lambda: torch.dot(torch.ones(3), torch.ones(4)))
attempt("mv", lambda: torch.mv(a, torch.ones(4)))
attempt("squeeze ok", lambda: a.unsqueeze(1).squeeze(1))
attempt("permute", lambda: a.permute(0, 1, 2))
attempt("two -1", lambda: a.view(-1, -1))
