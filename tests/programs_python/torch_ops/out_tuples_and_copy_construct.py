# out= given a tuple of tensors (values, indices): resized when empty or of
# another shape, dtype checked, result named torch.return_types.<op>_out;
# torch.tensor(t) and x.new_tensor(t) copy a tensor (detached) with a warning.
import torch

x = torch.tensor([[1., 5., 2.], [3., 2., 0.]])
for name, f in [("sort", lambda o: torch.sort(x, 1, out=o)), ("topk", lambda o: torch.topk(x, 2, out=o)),
                ("min", lambda o: torch.min(x, 0, out=o)), ("max", lambda o: torch.max(x, 1, out=o)),
                ("kthvalue", lambda o: torch.kthvalue(x, 1, 1, out=o)), ("mode", lambda o: torch.mode(x, 1, out=o)),
                ("median", lambda o: torch.median(x, 1, out=o)), ("cummax", lambda o: torch.cummax(x, 1, out=o))]:
    v, i = torch.empty(0), torch.empty(0, dtype=torch.long)
    r = f((v, i))
    print(name, type(r).__name__, r.values is v, r[1] is i)
    print(r)

for name, f in [("sort", lambda o: torch.sort(x, 1, out=o)), ("min", lambda o: torch.min(x, 0, out=o))]:
    for o in [(torch.empty(0, dtype=torch.int), torch.empty(0, dtype=torch.long)),
              (torch.empty(0), torch.empty(0, dtype=torch.int))]:
        try:
            f(o)
        except RuntimeError as e:
            print(name, "RuntimeError:", e)

big_v, big_i = torch.zeros(5), torch.zeros(5, dtype=torch.long)
torch.max(x, 0, out=(big_v, big_i))  # resized from [5] to [3], with a warning
print(big_v.shape, big_v, big_i)

t = torch.arange(4.).reshape(2, 2).requires_grad_(True)
u = torch.tensor(t)
print(u, u.requires_grad, u.data_ptr() == t.data_ptr())
u[0, 0] = 100.0
print(t[0, 0].item())
print(torch.tensor(t, dtype=torch.int64))
w = torch.tensor(torch.tensor(3), requires_grad=True, dtype=torch.float64)
print(w, w.requires_grad)
print(torch.as_tensor(t) is t)
print(torch.zeros(2, dtype=torch.int32).new_tensor(t))
print(torch.tensor([torch.tensor(1.5), 2]))
