# torch.optim.LBFGS: fixed steps and the strong-Wolfe line search, short and long histories.
import torch
import torch.nn as nn
torch.manual_seed(0)
def rosen(x):
    return (1 - x[0]) ** 2 + 100 * (x[1] - x[0] ** 2) ** 2
for ls in (None, "strong_wolfe"):
    for hist in (100, 3):
        x = torch.tensor([-1.5, 2.0], requires_grad=True)
        opt = torch.optim.LBFGS([x], lr=1, max_iter=20, history_size=hist, line_search_fn=ls)
        def closure():
            opt.zero_grad()
            l = rosen(x)
            l.backward()
            return l
        losses = [round(opt.step(closure).item(), 6) for _ in range(5)]
        st = opt.state[x]
        print(ls, hist, losses, [round(v, 5) for v in x.tolist()], st["func_evals"], st["n_iter"], sorted(st.keys()))
model = nn.Sequential(nn.Linear(3, 4), nn.Tanh(), nn.Linear(4, 1))
X = torch.randn(20, 3); Y = torch.randn(20, 1)
opt = torch.optim.LBFGS(model.parameters(), lr=0.8, line_search_fn="strong_wolfe")
for i in range(3):
    def closure():
        opt.zero_grad()
        l = nn.functional.mse_loss(model(X), Y)
        l.backward()
        return l
    print(i, round(opt.step(closure).item(), 5))
print(opt)
print(sorted(opt.state_dict()["param_groups"][0].keys()))
try:
    torch.optim.LBFGS([{"params": [x]}, {"params": [torch.zeros(1, requires_grad=True)]}])
except ValueError as e:
    print(e)
