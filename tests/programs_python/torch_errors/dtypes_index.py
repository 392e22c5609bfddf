import torch

def attempt(label, fn):
    try:
        r = fn()
        print(label, "->", r)
    except Exception as e:
        print(label, type(e).__name__ + ":", e)

f = torch.ones(3)
i = torch.arange(3)
d = torch.ones(3, dtype=torch.float64)
attempt("mm float double", lambda: torch.mm(f.view(1, 3), d.view(3, 1)))
attempt("add int float", lambda: i + f)
attempt("inplace int += float", lambda: i.add_(f))
attempt("index out of range", lambda: f[5])
attempt("neg index", lambda: f[-4])
attempt("dim out of range", lambda: f.sum(dim=2))
attempt("index_select bad", lambda: f.index_select(0, torch.tensor([0, 7])))
attempt("gather float index", lambda: torch.gather(f, 0, torch.tensor([0.0])))
attempt("bool of multi", lambda: bool(f))
attempt("item multi", lambda: f.item())
attempt("long arange to float", lambda: i.float().dtype)
attempt("embedding float idx", lambda: torch.nn.functional.embedding(f, torch.ones(4, 2)))
attempt("cross_entropy float target", lambda: torch.nn.functional.cross_entropy(torch.randn(2, 3), torch.tensor([0.0, 1.0])))
attempt("nll bad class", lambda: torch.nn.functional.nll_loss(torch.zeros(2, 3), torch.tensor([0, 5])))
attempt("requires_grad on int", lambda: torch.tensor([1, 2], requires_grad=True))
attempt("narrow", lambda: f.narrow(0, 2, 3))
attempt("int tensor mean", lambda: i.mean())
attempt("float to bool where", lambda: torch.where(f, f, f))
attempt("too many indices", lambda: f[0, 0])
attempt("mask shape", lambda: f[torch.tensor([True, False])])
