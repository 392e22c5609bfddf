import copy
import io
import torch
import torch.nn as nn

torch.manual_seed(1)
X = torch.randn(40, 3)
Y = (X[:, 0] > 0).long()
train_x, val_x = X[:30], X[30:]
train_y, val_y = Y[:30], Y[30:]
model = nn.Sequential(nn.Linear(3, 6), nn.ReLU(), nn.Linear(6, 2))
opt = torch.optim.Adam(model.parameters(), lr=0.05)
sched = torch.optim.lr_scheduler.StepLR(opt, step_size=5, gamma=0.5)
best_acc, best_state, bad = -1.0, None, 0
for epoch in range(20):
    model.train()
    opt.zero_grad()
    loss = nn.functional.cross_entropy(model(train_x), train_y)
    loss.backward()
    opt.step()
    sched.step()
    model.eval()
    with torch.no_grad():
        acc = (model(val_x).argmax(1) == val_y).float().mean().item()
    if acc > best_acc:
        best_acc, best_state, bad = acc, copy.deepcopy(model.state_dict()), 0
    else:
        bad += 1
    if epoch % 4 == 0:
        print(f"epoch={epoch} loss={loss.item():.3f} acc={acc:.2f} lr={sched.get_last_lr()[0]:.4f}")
    if bad >= 6:
        print("stopping", epoch)
        break
print(best_acc)
model.load_state_dict(best_state)
buf = io.BytesIO()
torch.save({"state": model.state_dict(), "opt": opt.state_dict(), "sched": sched.state_dict()}, buf)
print(buf.tell() > 0)
buf.seek(0)
ck = torch.load(buf)
print(sorted(ck), ck["sched"]["last_epoch"], ck["sched"]["step_size"])
opt2 = torch.optim.Adam(model.parameters(), lr=1.0)
opt2.load_state_dict(ck["opt"])
print(opt2.param_groups[0]["lr"], opt2.param_groups[0]["initial_lr"])
clone = copy.deepcopy(model)
print(clone is not model, torch.equal(clone[0].weight, model[0].weight), clone[0].weight is model[0].weight)
