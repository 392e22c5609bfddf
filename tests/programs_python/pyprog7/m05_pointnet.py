# PointNet classifier with a T-Net (input transform) using Conv1d, max-pool over points and bmm.
import torch
import torch.nn as nn
import torch.nn.functional as F


class STN3d(nn.Module):
    def __init__(self, k=3):
        super().__init__()
        self.k = k
        self.conv1 = nn.Conv1d(k, 16, 1)
        self.conv2 = nn.Conv1d(16, 32, 1)
        self.fc1 = nn.Linear(32, 16)
        self.fc2 = nn.Linear(16, k * k)
        self.bn1 = nn.BatchNorm1d(16)
        self.bn2 = nn.BatchNorm1d(32)

    def forward(self, x):
        batchsize = x.size()[0]
        x = F.relu(self.bn1(self.conv1(x)))
        x = F.relu(self.bn2(self.conv2(x)))
        x = torch.max(x, 2, keepdim=True)[0]
        x = x.view(-1, 32)
        x = F.relu(self.fc1(x))
        x = self.fc2(x)
        iden = torch.eye(self.k, dtype=torch.float32).view(1, self.k * self.k).repeat(batchsize, 1)
        x = x + iden
        x = x.view(-1, self.k, self.k)
        return x


class PointNetfeat(nn.Module):
    def __init__(self, global_feat=True, feature_transform=False):
        super().__init__()
        self.stn = STN3d()
        self.conv1 = nn.Conv1d(3, 16, 1)
        self.conv2 = nn.Conv1d(16, 32, 1)
        self.bn1 = nn.BatchNorm1d(16)
        self.bn2 = nn.BatchNorm1d(32)
        self.global_feat = global_feat
        self.feature_transform = feature_transform
        if self.feature_transform:
            self.fstn = STN3d(k=16)

    def forward(self, x):
        n_pts = x.size()[2]
        trans = self.stn(x)
        x = x.transpose(2, 1)
        x = torch.bmm(x, trans)
        x = x.transpose(2, 1)
        x = F.relu(self.bn1(self.conv1(x)))
        if self.feature_transform:
            trans_feat = self.fstn(x)
            x = x.transpose(2, 1)
            x = torch.bmm(x, trans_feat)
            x = x.transpose(2, 1)
        else:
            trans_feat = None
        pointfeat = x
        x = self.bn2(self.conv2(x))
        x = torch.max(x, 2, keepdim=True)[0]
        x = x.view(-1, 32)
        if self.global_feat:
            return x, trans, trans_feat
        x = x.view(-1, 32, 1).repeat(1, 1, n_pts)
        return torch.cat([x, pointfeat], 1), trans, trans_feat


def feature_transform_regularizer(trans):
    d = trans.size()[1]
    I = torch.eye(d)[None, :, :]
    loss = torch.mean(torch.norm(torch.bmm(trans, trans.transpose(2, 1)) - I, dim=(1, 2)))
    return loss


class PointNetCls(nn.Module):
    def __init__(self, k=4, feature_transform=False):
        super().__init__()
        self.feat = PointNetfeat(global_feat=True, feature_transform=feature_transform)
        self.fc1 = nn.Linear(32, 16)
        self.fc2 = nn.Linear(16, k)
        self.dropout = nn.Dropout(p=0.3)
        self.bn1 = nn.BatchNorm1d(16)

    def forward(self, x):
        x, trans, trans_feat = self.feat(x)
        x = F.relu(self.bn1(self.dropout(self.fc1(x))))
        x = self.fc2(x)
        return F.log_softmax(x, dim=1), trans, trans_feat


torch.manual_seed(2)
points = torch.rand(4, 3, 50)
cls = PointNetCls(k=4, feature_transform=True)
cls.eval()
with torch.no_grad():
    out, trans, trans_feat = cls(points)
print(out.shape, trans.shape, trans_feat.shape)
print(round(out.sum().item(), 3) + 0.0, round(feature_transform_regularizer(trans_feat).item(), 2))
seg = PointNetfeat(global_feat=False)
seg.eval()
with torch.no_grad():
    feat, t, tf = seg(points)
print(feat.shape, tf is None, round(t.sum().item(), 3) + 0.0)
# training mode with gradient
cls.train()
torch.manual_seed(5)
out, trans, trans_feat = cls(points)
loss = F.nll_loss(out, torch.tensor([0, 1, 2, 3])) + 0.001 * feature_transform_regularizer(trans_feat)
loss.backward()
print(round(loss.item(), 2), cls.fc2.weight.grad.shape, cls.feat.stn.fc2.bias.grad is not None)
