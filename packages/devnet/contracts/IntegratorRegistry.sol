// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// The hub's registry of integrators, keyed by keccak256 of the integrator's name. The service
/// reads each integrator's terms from here; no request can change them.
contract IntegratorRegistry is Ownable {
    struct Integrator {
        uint16 operatorBps;
        uint16 commissionBps;
        address commissionWallet;
        bool enabled;
        bool exists;
    }

    mapping(bytes32 => Integrator) private integrators;

    event IntegratorSet(
        bytes32 indexed integratorId, uint16 operatorBps, uint16 commissionBps, address commissionWallet, bool enabled
    );

    constructor() Ownable(msg.sender) {}

    function setIntegrator(
        bytes32 integratorId,
        uint16 operatorBps,
        uint16 commissionBps,
        address commissionWallet,
        bool enabled
    ) external onlyOwner {
        integrators[integratorId] = Integrator(operatorBps, commissionBps, commissionWallet, enabled, true);
        emit IntegratorSet(integratorId, operatorBps, commissionBps, commissionWallet, enabled);
    }

    function getIntegrator(bytes32 integratorId)
        external
        view
        returns (uint16 operatorBps, uint16 commissionBps, address commissionWallet, bool enabled, bool exists)
    {
        Integrator memory entry = integrators[integratorId];
        return (entry.operatorBps, entry.commissionBps, entry.commissionWallet, entry.enabled, entry.exists);
    }
}
