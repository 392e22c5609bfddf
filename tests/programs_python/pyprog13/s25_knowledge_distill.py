import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(25)
teacher = nn.Sequential(nn.Linear(5, 16), nn.ReLU(), nn.Linear(16, 3))
student = nn.Sequential(nn.Linear(5, 4), nn.ReLU(), nn.Linear(4, 3))
teacher.eval()
T = 2.0
x = torch.randn(20, 5)
labels = torch.randint(0, 3, (20,))
opt = torch.optim.SGD(student.parameters(), lr=0.1)
for step in range(25):
    with torch.no_grad():
        t_logits = teacher(x)
    s_logits = student(x)
    soft = F.kl_div(F.log_softmax(s_logits / T, dim=1), F.softmax(t_logits / T, dim=1), reduction="batchmean") * T * T
    hard = F.cross_entropy(s_logits, labels)
    loss = 0.7 * soft + 0.3 * hard
    opt.zero_grad(); loss.backward(); opt.step()
    if step % 8 == 0:
        print(step, round(soft.item(), 3) >= 0)
agree = (student(x).argmax(1) == teacher(x).argmax(1)).float().mean()
print(0.0 <= agree.item() <= 1.0)
print(sum(p.numel() for p in teacher.parameters()), sum(p.numel() for p in student.parameters()))
print(t_logits.requires_grad, s_logits.requires_grad)
