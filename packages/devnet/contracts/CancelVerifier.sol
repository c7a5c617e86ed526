// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// Checks depositor-signed cancels on the hub. Only ECDSA signatures of the depositor or of the
/// delegate operator count (no ERC-1271), and each nonce of a depositor counts once.
contract CancelVerifier is EIP712, Ownable {
    bytes32 public constant CANCEL_TYPEHASH = keccak256("OrderDelegateV2Cancel(uint256 nonce,bytes32 rootIntentId)");

    address public delegate;
    mapping(address => mapping(uint256 => bool)) public nonceUsed;

    event CancelRequested(bytes32 indexed rootIntentId, address indexed depositor, uint256 nonce, address signer);

    constructor(string memory name, string memory version, address delegate_) EIP712(name, version) Ownable(msg.sender) {
        delegate = delegate_;
    }

    function setDelegate(address delegate_) external onlyOwner {
        delegate = delegate_;
    }

    function recoverCancelSigner(uint256 nonce, bytes32 rootIntentId, bytes calldata signature)
        public
        view
        returns (address)
    {
        bytes32 digest = _hashTypedDataV4(keccak256(abi.encode(CANCEL_TYPEHASH, nonce, rootIntentId)));
        return ECDSA.recover(digest, signature);
    }

    function cancel(address depositor, uint256 nonce, bytes32 rootIntentId, bytes calldata signature)
        external
        onlyOwner
    {
        address signer = recoverCancelSigner(nonce, rootIntentId, signature);
        require(signer == depositor || signer == delegate, "CancelVerifier: signer is neither depositor nor delegate");
        require(!nonceUsed[depositor][nonce], "CancelVerifier: nonce already used");
        nonceUsed[depositor][nonce] = true;
        emit CancelRequested(rootIntentId, depositor, nonce, signer);
    }
}
